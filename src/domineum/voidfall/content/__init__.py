"""Content packs: card and map data, validated at load (schema in :mod:`.schema`)."""
