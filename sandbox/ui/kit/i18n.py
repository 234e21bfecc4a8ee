"""The interface language: Qt Linguist translations (resources/translations/namesake_es.qm)
and Qt's own strings for standard dialogs, installed on the application.

English is the source language. Spanish loads namesake_es.qm with a QTranslator; the model's
explanations follow the same language through sandbox.messages.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from sandbox.ui.kit.paths import translations_dir

LANGUAGES = ("en", "es")
_installed: list[QTranslator] = []


def interface_language() -> str:
    """The language `install` installed (it sets the default QLocale), "en" if unknown."""
    code = QLocale().name().split("_")[0]
    return code if code in LANGUAGES else "en"


def install(app: QCoreApplication, language: str) -> bool:
    """Use `language` for every tr() from now on. False if its translation is missing."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if language == "en":
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return True
    QLocale.setDefault(QLocale(language))
    ours = QTranslator(app)
    loaded = ours.load(f"namesake_{language}", str(translations_dir()))
    if loaded:
        app.installTranslator(ours)
        _installed.append(ours)
    qt_own = QTranslator(app)
    qt_path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(f"qtbase_{language}", qt_path):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    return loaded
