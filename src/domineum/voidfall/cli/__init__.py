"""The `voidfall` command."""
