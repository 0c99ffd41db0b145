"""Tabletop: a desktop card table for four card games."""
__version__ = "0.1.0"
