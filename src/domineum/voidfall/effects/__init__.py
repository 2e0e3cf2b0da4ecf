"""The effect vocabulary: one primitive per icon the rulebook names (D-21), shared by content."""
