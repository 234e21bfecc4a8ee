"""Showing and sharing a ruling: pictures of it (render, Export image), its text for a chat,
share strings, and presentation mode for a stream.
"""
