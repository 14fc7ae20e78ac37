"""The built-in games; importing this package registers them."""
from . import hoola  # noqa: F401
from . import seven_bridge  # noqa: F401
