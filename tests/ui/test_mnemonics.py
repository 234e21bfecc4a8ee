"""Menu mnemonics: read, removed, and made unique within a menu (sandbox/ui/kit/mnemonics.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMenu

from sandbox.ui.kit.mnemonics import assign, mnemonic, with_free_mnemonic, without_mnemonic


def test_a_mnemonic_is_the_letter_after_a_single_ampersand() -> None:
    assert mnemonic("Save &As…") == "a"
    assert mnemonic("Fire && Ice") is None
    assert mnemonic("Fire && &Ice") == "i"
    assert without_mnemonic("Fire && &Ice") == "Fire && Ice"


def test_a_free_letter_is_a_word_start_first_then_any_letter() -> None:
    assert with_free_mnemonic("Whole table", {"w"}) == "Whole &table"
    assert with_free_mnemonic("Español", {"e"}) == "E&spañol"
    assert with_free_mnemonic("ab", {"a", "b"}) is None


def test_clashing_and_missing_mnemonics_become_unique(qapp: QApplication) -> None:
    menu = QMenu()
    texts = ["&Abrir…", "&Archivo", "Acerca de", "&Guardar"]
    actions = [menu.addAction(t) for t in texts]
    menu.addSeparator()
    assign(menu.actions())
    letters = [mnemonic(a.text()) for a in actions]
    assert letters[0] == "a" and letters[3] == "g"  # the first owner of a letter keeps it
    assert None not in letters and len(set(letters)) == len(letters)
    assert [without_mnemonic(a.text()) for a in actions] == [without_mnemonic(t) for t in texts]
