"""Message templates of what a card data import changes, by language (issue 22): the count of
cards it adds, changes and removes, and the refusal of an import that would remove most of
a game's imported cards. ``sandbox.cards.message_text`` fills them in with the card catalog's.
"""

from __future__ import annotations

EN: dict[str, str] = {
    "import.changes": "{added} added, {changed} changed, {removed} removed",
    "import.would_remove": (
        "this import would remove {removed} of the {before} imported cards of its game;"
        " import it with --replace to replace them"
    ),
}
ES: dict[str, str] = {
    "import.changes": "{added} añadidas, {changed} cambiadas, {removed} quitadas",
    "import.would_remove": (
        "esta importación quitaría {removed} de las {before} cartas importadas de su juego;"
        " impórtala con --replace para reemplazarlas"
    ),
}
CATALOG: dict[str, dict[str, str]] = {"en": EN, "es": ES}
