"""The table: the board drawn as a QGraphicsScene of zones and cards, its view, the keyboard
cursor over it and what a screen reader says for the card under the cursor.
"""
