"""The pygame application: scenes, table, card sprites, sounds and asset lookup."""
