"""Gnav, two-player capture (RULES.md §3)."""
