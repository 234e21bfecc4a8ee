"""The table: the board drawn as a QGraphicsScene of zones and cards, its view, and the keyboard
cursor over it.
"""
