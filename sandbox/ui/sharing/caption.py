"""What the caption of a picture or of presentation mode says, in the order a viewer reads it.

First the verdict and the reason that decides it (for a miss an effect caused: the effect,
whose it is and until when), then the ability and its source, then what it finds and misses
grouped by reason (the deciding reason not said twice), the objects missed only because they
have other names folded into a count ("and 3 objects with other names"), and the rulings.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from sandbox.ui.kit.labels import status_label
from sandbox.ui.sharing.ruling_text import RulingParts


@dataclass(frozen=True)
class CaptionLines:
    headline: str  # the verdict, and the reason that decides it
    ability: str  # the source and the ability's text
    groups: tuple[str, ...]  # "Does not find: A, B — because"
    folded: tuple[str, ...]  # the objects missed only for their other names
    rulings: str

    def folded_line(self, expanded: bool = False) -> str:
        """ "and 3 objects with other names" (expanded: with their names)."""
        if not self.folded:
            return ""
        count = len(self.folded)
        line = (
            QCoreApplication.translate("Caption", "and 1 object with other names")
            if count == 1
            else QCoreApplication.translate("Caption", "and %1 objects with other names")
        ).replace("%1", str(count))
        return f"{line}: {', '.join(self.folded)}" if expanded else line


def caption_lines(parts: RulingParts) -> CaptionLines:
    decisive = parts.decisive
    verdict = status_label(parts.status)
    headline = verdict[:1].upper() + verdict[1:] + (f" — {decisive}" if decisive else "")
    groups: list[str] = []
    folded = tuple(item.label for item in parts.misses if item.other_names)
    for heading, items in (
        (QCoreApplication.translate("RulingText", "Finds"), parts.finds),
        (QCoreApplication.translate("RulingText", "Does not find"), parts.misses),
    ):
        by_reasons: dict[tuple[str, ...], list[str]] = {}
        for item in items:
            if item.other_names and folded:
                continue
            others = tuple(why for why in item.reasons if why != decisive)
            by_reasons.setdefault(others, []).append(item.label)
        for reasons, labels in by_reasons.items():
            because = "; ".join(reasons)
            groups.append(f"{heading}: {', '.join(labels)}" + (f" — {because}" if because else ""))
    rulings = ""
    if parts.rulings:
        word = QCoreApplication.translate("RulingText", "Rulings:")
        rulings = f"{word} {', '.join(parts.rulings)}"
    ability = f"{parts.source} — “{parts.ability}”"
    return CaptionLines(headline, ability, tuple(groups), folded, rulings)
