"""Namesake: a board-state sandbox for card-name rulings in Flesh and Blood and Magic."""

__version__ = "0.1.0"
