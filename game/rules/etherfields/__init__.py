"""Etherfields rules."""
