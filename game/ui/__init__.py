"""The pygame-ce window: scenes on a stack, the table, drag-and-drop, animation and sound.

The screen reads engine views and events and proposes actions through the
controller (:mod:`game.controller`); it never decides a rule.  Start it with
:func:`game.ui.app.run`.
"""
