"""What the card import dialogs say: a progress report, an import's summary, an error.

Every string is translated (context "CardImport"); numbers and sizes follow the interface
locale. Errors are the card database's own one-line messages (file, where, why) rendered by
``sandbox.cards.message_text`` in the interface language.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from sandbox.cards.errors import CardDataError
from sandbox.cards.progress import Progress
from sandbox.ui.kit.labels import game_label

if TYPE_CHECKING:
    from sandbox.cards.importers.importing import ImportSummary

FORMAT_NAMES = {  # product names: not translated
    "fab-json": "FaB card.json",
    "fab-csv": "FaB CSV",
    "mtgjson-atomic": "MTGJSON AtomicCards",
    "mtgjson-allprintings": "MTGJSON AllPrintings",
    "mtgjson-tokens": "MTGJSON tokens",
    "scryfall": "Scryfall",
}
CLI_PREFIX = "namesake: "


def progress_text(report: Progress) -> str:
    """Two lines: what is being done, and how far it has got."""
    label = report.label or "…"
    if report.stage == "download":
        what = fill(QCoreApplication.translate("CardImport", "Downloading %1…"), label)
    elif report.stage == "read":
        what = fill(QCoreApplication.translate("CardImport", "Reading %1…"), label)
    elif report.stage == "derive":
        what = QCoreApplication.translate(
            "CardImport", "Reading every card's name-using abilities from its text…"
        )
    elif report.stage == "index":
        what = QCoreApplication.translate("CardImport", "Indexing the card names…")
    else:
        what = report.stage
    return f"{what}\n{amount_text(report)}"


def amount_text(report: Progress) -> str:
    """ "12.3 MB of 80.1 MB", "31,200 names", "3 of 10 cards"."""
    locale = QLocale()
    if report.unit == "bytes":
        done = _size(locale, report.done)
        if report.total is None:
            return done
        of = QCoreApplication.translate("CardImport", "%1 of %2", "amount done of a total")
        return fill(of, done, _size(locale, report.total))
    if report.total is None:
        if report.unit in ("names", "cards"):
            return count(report.unit, report.done)
        return f"{locale.toString(report.done)} {report.unit}"
    done, total = locale.toString(report.done), locale.toString(report.total)
    if report.unit == "names":
        text = QCoreApplication.translate("CardImport", "%1 of %2 names")
    elif report.unit == "cards":
        text = QCoreApplication.translate("CardImport", "%1 of %2 cards")
    else:
        text = f"%1 / %2 {report.unit}"
    return fill(text, done, total)


def count(what: str, n: int) -> str:
    """ "1 card", "2 cards": English and Spanish both keep the singular for one alone. (Not
    Qt's %n plurals: without an English .qm they would read "2 card(s)".)"""
    return fill(_count_text(what, n), QLocale().toString(n))


def _count_text(what: str, n: int) -> str:
    if what == "cards":
        if n == 1:
            return QCoreApplication.translate("CardImport", "%1 card")
        return QCoreApplication.translate("CardImport", "%1 cards")
    if what == "tokens":
        if n == 1:
            return QCoreApplication.translate("CardImport", "%1 token")
        return QCoreApplication.translate("CardImport", "%1 tokens")
    if what == "names":
        if n == 1:
            return QCoreApplication.translate("CardImport", "%1 name")
        return QCoreApplication.translate("CardImport", "%1 names")
    if what == "names indexed":
        if n == 1:
            return QCoreApplication.translate("CardImport", "%1 name indexed")
        return QCoreApplication.translate("CardImport", "%1 names indexed")
    return f"%1 {what}"


def _size(locale: QLocale, value: int) -> str:
    return locale.formattedDataSize(value, 1, QLocale.DataSizeFormat.DataSizeTraditionalFormat)


def summary_text(summary: ImportSummary, source: str, language: str) -> str:
    """One paragraph per imported file: what, from where, how many, and any warnings."""
    seconds = QLocale().toString(summary.seconds, "f", 1) + "\u00a0s"
    text = fill(
        QCoreApplication.translate("CardImport", "%1 (%2, %3):\n%4 and %5 imported in %6 (%7)."),
        source,
        game_label(summary.game),
        FORMAT_NAMES.get(summary.format, summary.format),
        count("cards", summary.cards),
        count("tokens", summary.tokens),
        seconds,
        count("names indexed", summary.names),
    )
    changes = QCoreApplication.translate("CardImport", "%1 added, %2 changed, %3 removed.")
    text += "\n" + fill(changes, str(summary.added), str(summary.changed), str(summary.removed))
    from sandbox.cards.message_text import render  # after an import only: not with the window

    for code in summary.warnings:
        warning = QCoreApplication.translate("CardImport", "Warning: %1")
        text += "\n" + fill(warning, render(code, {}, language))
    return text


def fill(template: str, *values: str) -> str:
    """QString::arg in one pass: %1…%9 become `values`, and nothing in a value is replaced
    again (a URL's %20 stays)."""
    return re.sub(
        r"%([1-9])",
        lambda m: values[int(m[1]) - 1] if int(m[1]) <= len(values) else m[0],
        template,
    )


def source_name(file: str) -> str:
    """A file's name, or a URL as it is."""
    return file if "://" in file else Path(file).name


def error_text(error: Exception, source: str, language: str) -> str:
    """The card database's one-line message (file, where, why), or the exception's own words."""
    if isinstance(error, CardDataError):
        from sandbox.cards.message_text import render_error

        text = render_error(error, language)
        return text.removeprefix(CLI_PREFIX)
    if isinstance(error, OSError) and error.strerror:
        return f"{error.filename or source}: {error.strerror}"
    return f"{source}: {type(error).__name__}: {error}"
