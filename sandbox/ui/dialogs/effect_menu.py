"""The "Add effect" entries of the effects panel and of the object menu: the effect presets of
the board's game (card data: sandbox.cards.presets), then every effect kind bare, each opening
the effect dialog. No card name is written here: the presets' labels come with the data."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from sandbox.cards.presets import BARE_KINDS, EffectPreset, PresetError
from sandbox.model import Game
from sandbox.ui.cards.source import CardSource


def kind_title(kind: str) -> str:
    """What an effect of `kind` does, as a dialog title and (with "…") a menu entry."""
    titles = {
        "lose_names": QCoreApplication.translate("EffectDialog", "An object loses all names"),
        "gain_name": QCoreApplication.translate("EffectDialog", "An object gains a name"),
        "set_name": QCoreApplication.translate("EffectDialog", "An object's name becomes another"),
        "copy": QCoreApplication.translate("EffectDialog", "An object becomes a copy"),
        "name_sticker": QCoreApplication.translate("EffectDialog", "A name sticker"),
        "gain_ability": QCoreApplication.translate("EffectDialog", "An object gains an ability"),
    }
    return titles.get(kind, kind)


def preset_title(preset: EffectPreset, language: str) -> str:
    """A preset's label in `language`; a bare kind's title."""
    return preset.label(language) if preset.card else kind_title(preset.kind)


def add_effect_entries(
    menu: QMenu,
    game: Game,
    cards: CardSource,
    language: str,
    open_dialog: Callable[[EffectPreset], None],
) -> None:
    """Append to `menu` the presets of `game`, a separator, then the bare kinds (those of
    another game shown but disabled). A broken presets file is one disabled entry saying why."""
    try:
        presets = cards.effect_presets(game)
    except PresetError as error:
        broken = menu.addAction(
            QCoreApplication.translate("EffectMenu", "Card presets unavailable: %1").replace(
                "%1", str(error)
            )
        )
        broken.setEnabled(False)
        presets = ()
    for preset in (*presets, *BARE_KINDS):
        if preset is BARE_KINDS[0]:
            menu.addSeparator()
        # "&" in a label from the data is a literal ampersand, not a mnemonic
        text = preset_title(preset, language).replace("&", "&&") + "…"
        action = menu.addAction(text)
        action.setObjectName(f"addEffect-{preset.id}")
        action.setEnabled(preset.offered_in(game))
        action.triggered.connect(lambda _=False, p=preset: open_dialog(p))
