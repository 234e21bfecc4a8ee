"""Menu mnemonics (the underlined letter of "&File"), unique within each menu, in any language.

The menus' texts carry the mnemonics their authors and translators chose; where one is
missing (a recent file, a dock's name, a language, a menu filled from data) or two entries of
one menu share a letter (a translation can make that happen), the later entry gets a free
letter: the first letter of one of its words if it can, else any letter of it. Menus are
checked when built and again each time they open, so menus filled on the fly are covered.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget


def mnemonic(text: str) -> str | None:
    """The mnemonic letter of a menu text (casefolded), or None ("&&" is a literal "&")."""
    at = 0
    while at < len(text) - 1:
        if text[at] == "&":
            if text[at + 1] == "&":
                at += 2
                continue
            return text[at + 1].casefold()
        at += 1
    return None


def without_mnemonic(text: str) -> str:
    """`text` with its mnemonic marker removed ("&&" kept)."""
    out: list[str] = []
    at = 0
    while at < len(text):
        if text[at] == "&":
            if text[at + 1 : at + 2] == "&":
                out.append("&&")
                at += 2
                continue
            at += 1
            continue
        out.append(text[at])
        at += 1
    return "".join(out)


def with_free_mnemonic(text: str, used: set[str]) -> str | None:
    """`text` with a mnemonic not in `used`: a word's first letter first, else any letter or
    digit; None when every one is taken."""
    plain = without_mnemonic(text)
    starts = [
        i for i, c in enumerate(plain) if c.isalnum() and (i == 0 or not plain[i - 1].isalnum())
    ]
    others = [i for i, c in enumerate(plain) if c.isalnum() and i not in starts]
    for index in starts + others:
        if plain[index].casefold() not in used:
            return plain[:index] + "&" + plain[index:]
    return None


def _entries(actions: Iterable[QAction]) -> list[QAction]:
    return [a for a in actions if not a.isSeparator() and a.isVisible() and a.text()]


def assign(actions: Iterable[QAction]) -> None:
    """Give every entry of one menu (or menu bar) a mnemonic no other entry has."""
    entries = _entries(actions)
    used: set[str] = set()
    needing: list[QAction] = []
    for action in entries:
        letter = mnemonic(action.text())
        if letter is not None and letter not in used:
            used.add(letter)
        else:
            needing.append(action)
    for action in needing:
        text = with_free_mnemonic(action.text(), used)
        if text is not None:
            action.setText(text)
            letter = mnemonic(text)
            if letter is not None:
                used.add(letter)


def watch(menu: QMenu) -> None:
    """Assign mnemonics in `menu` and its submenus now and whenever one opens."""
    assign(menu.actions())
    if not menu.property("mnemonicsWatched"):
        menu.setProperty("mnemonicsWatched", True)
        menu.aboutToShow.connect(lambda m=menu: watch(m))
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            watch(sub)


def watch_bar(bar: QWidget) -> None:
    """Assign mnemonics to a menu bar's titles and watch each of its menus."""
    assign(bar.actions())
    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            watch(menu)
