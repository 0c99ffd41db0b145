"""6 nimmt! (RULES.md §4)."""
