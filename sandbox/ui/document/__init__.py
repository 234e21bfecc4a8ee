"""The open table as the window holds it: the document (board, derived state, file, undo stack),
what the user looks at (the view state), the words of actions, the file commands, autosave and
the object gestures that push actions.
"""
