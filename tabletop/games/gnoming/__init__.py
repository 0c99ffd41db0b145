"""Gnoming A Round (RULES.md §1): a Golf game for 3 to 7 players."""
