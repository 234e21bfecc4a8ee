"""The PySide6 desktop application. The only package that imports Qt."""
