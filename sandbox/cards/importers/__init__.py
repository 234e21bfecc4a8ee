"""Importers of the public card data (FaB JSON and CSV, MTGJSON, Scryfall), picked by `detect`."""
