"""The dialogs and menus that build actions: a chosen name, an effect, Move to…, a new table,
the scenario's properties, a written ability, an object's context menu, the examples gallery.
"""
