"""The PySide6 desktop application. The only package that imports Qt.

Importing it first guards against a PySide6 fault on CPython 3.11 (see `pyside_guard`).
"""

from sandbox.ui.pyside_guard import protect_singletons

protect_singletons()
