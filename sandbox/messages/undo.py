"""The undo texts of actions, by language: one message code `undo.<kind>` per action kind
(`sandbox.model.action_words` gives the code and its parameters), and the variants of a move.

Parameters: `object` and `card` are names, `player` a player's name, `zone` a zone word and
`effect_kind` an effect kind (the window shows those two as its own headings, "Graveyard").
"""

from __future__ import annotations

_CHANGE_EN = "Change {object}"
_CHANGE_ES = "Cambiar {object}"

EN: dict[str, str] = {
    "undo.add_object": "Add {card} to {zone}",
    "undo.move_object": "Move {object} to {zone}",
    "undo.reorder_object": "Reorder {object} in {zone}",
    "undo.move_object_as_two": "Move {object} to {zone}: it leaves as two cards, {first} and"
    " {second} (712.21)",
    "undo.set_card": "Make {object} into {card}",
    "undo.remove_object": "Remove {object}",
    "undo.set_owner": "Give {object} to {player}",
    "undo.set_controller": "Give {object} to {player}",
    "undo.set_face_down": _CHANGE_EN,
    "undo.set_face": _CHANGE_EN,
    "undo.add_effect": "Add effect: {effect_kind}",
    "undo.remove_effect": _CHANGE_EN,
    "undo.switch_effect": _CHANGE_EN,
    "undo.make_choice": "Choose a name for {object}",
    "undo.set_targets": _CHANGE_EN,
    "undo.set_links": _CHANGE_EN,
    "undo.add_reference": _CHANGE_EN,
    "undo.replace_reference": _CHANGE_EN,
    "undo.remove_reference": _CHANGE_EN,
    "undo.advance_turn": "Next turn",
    "undo.turn_face_up": _CHANGE_EN,
}

ES: dict[str, str] = {
    "undo.add_object": "Añadir {card} a {zone}",
    "undo.move_object": "Mover {object} a {zone}",
    "undo.reorder_object": "Reordenar {object} en {zone}",
    "undo.move_object_as_two": "Mover {object} a {zone}: sale como dos cartas, {first} y"
    " {second} (712.21)",
    "undo.set_card": "Convertir {object} en {card}",
    "undo.remove_object": "Quitar {object}",
    "undo.set_owner": "Dar {object} a {player}",
    "undo.set_controller": "Dar {object} a {player}",
    "undo.set_face_down": _CHANGE_ES,
    "undo.set_face": _CHANGE_ES,
    "undo.add_effect": "Añadir efecto: {effect_kind}",
    "undo.remove_effect": _CHANGE_ES,
    "undo.switch_effect": _CHANGE_ES,
    "undo.make_choice": "Elegir un nombre para {object}",
    "undo.set_targets": _CHANGE_ES,
    "undo.set_links": _CHANGE_ES,
    "undo.add_reference": _CHANGE_ES,
    "undo.replace_reference": _CHANGE_ES,
    "undo.remove_reference": _CHANGE_ES,
    "undo.advance_turn": "Siguiente turno",
    "undo.turn_face_up": _CHANGE_ES,
}
