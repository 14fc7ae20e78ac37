"""The table scene and its parts: layout, the player's hand, animation, drawing, input."""
