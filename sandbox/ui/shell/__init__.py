"""The application around the parts: start-up, the main window that wires them, the keyboard,
accessibility, Help ▸ About, the single instance and the desktop entry.
"""
