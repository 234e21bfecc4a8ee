"""Cards in the window: the palette, name completion, the card source (the card database as
the window sees it), a card's printed text, and importing or updating card data.
"""
