"""The one exception type of the card database, carried as data (a message code and parameters).

Every failure the user can cause or meet (a bad file, a full disk, a broken download) is a
``CardDataError`` naming the file, where in it, and a stable message code; the English text is
made in ``sandbox.cards.message_text`` so the CLI and the GUI say the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping


class CardDataError(Exception):
    """A failure about one file or URL: ``code`` says what, ``where`` says where in it."""

    def __init__(
        self,
        code: str,
        file: str,
        where: str = "",
        params: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(code)
        self.code = code
        self.file = file
        self.where = where
        self.params: dict[str, str] = dict(params or {})

    def __str__(self) -> str:
        from sandbox.cards.message_text import render_error

        return render_error(self)


class ImportCancelled(Exception):
    """Raised by a progress callback to stop an import; the database is left unchanged."""
