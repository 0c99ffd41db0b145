"""Grinch Grow Your Heart (RULES.md §2): rules, AI and table."""
