"""Trying to break the app: odd windows, a dying AI worker, files and
moments a player does not plan for. Each test is a way it broke."""
from __future__ import annotations

import pygame
import pytest

from tabletop.app.scenes.pause import Pause

from test_app_driver import Driver, nimmt_setup


@pytest.mark.parametrize("size", [(30, 600), (2000, 40)])
def test_thin_window__the_picture_scaled_into_it_stays_a_sane_size_and_clicks_land(size: tuple[int, int]) -> None:
    # a window manager that ignores the minimum size let the window go thin: the
    # picture was laid out at the window's shape grown to 800x500, 800x16000 for
    # 30x600 (50 MB a layer, seconds a frame), 800x160000 for 1x200 (smoothscale
    # then corrupted memory: the app crashed, or hung in its crash handler)
    d = Driver()
    t = d.start(nimmt_setup(4))
    d.settle(t)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    d.app.resized()
    w, h = d.app.size
    assert w >= 800 and h >= 500, "laid out no smaller than the smallest window"
    assert max(w / h, h / w) <= 3.01, "nor longer than three times its width (or height)"
    d.step(2)
    assert t.size == (w, h) and (t.misplaced() == [] or t.animating)
    sx, sy = d.app.scale
    d.click((t.menu_button.rect.centerx / sx, t.menu_button.rect.centery / sy))  # a window point
    assert isinstance(d.top, Pause), "a click in the window lands on what is drawn there"
    d.app.close()
