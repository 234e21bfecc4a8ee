"""The table: the board drawn as a QGraphicsScene of zones and cards, and its view."""
