"""Revenant content packs: schema, loader and the default (mostly project-authored) pack."""
