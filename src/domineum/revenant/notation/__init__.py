"""Scenario files of Revenant (docs/revenant.md)."""
