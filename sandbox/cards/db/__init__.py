"""The card database: its SQLite schema, building it aside and swapping it in, opening it,
the stored cards and their name-use table (abilities read from the text at import), the lookup
index and name lookup.
"""
