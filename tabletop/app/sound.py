"""Sound effects (sounds/<name>.wav) with volume and mute.

The mixer starts on the first sound actually played, not at import, so a
headless run or a machine without audio never waits on a sound device; if
the mixer cannot start, the app plays on silently after one log line.
"""
from __future__ import annotations

import logging

import pygame

from tabletop.app import assets
from tabletop.store import DEFAULT_SETTINGS

log = logging.getLogger(__name__)

# Names of the effects that sounds/make_sounds.py writes.
EFFECTS = ("bounce", "click", "deal", "flip", "knock", "lose", "place", "refuse", "round", "shuffle", "take", "tick",
           "turn", "win")


class Sounds:
    """Plays the named effects; silent when muted, at volume 0, or with no audio device."""

    def __init__(self, volume: float = DEFAULT_SETTINGS["volume"], muted: bool = False) -> None:
        self._volume = _clamp(volume)
        self._muted = muted
        self._ready: bool | None = None  # None: the mixer has not been tried yet
        self._loaded: dict[str, pygame.mixer.Sound] = {}

    @property
    def volume(self) -> float:
        """The effects volume, 0.0 to 1.0."""
        return self._volume

    @property
    def muted(self) -> bool:
        """True when no sound is played."""
        return self._muted

    @property
    def available(self) -> bool:
        """True once the mixer started (False before the first sound or without a device)."""
        return bool(self._ready)

    def play(self, name: str) -> None:
        """Play effect `name` (e.g. "deal"); an unknown name raises FileNotFoundError."""
        path = assets.find("sounds", f"{name}.wav")  # checked even when silent, so typos show everywhere
        if self._muted or self._volume <= 0.0 or not self._start_mixer():
            return
        sound = self._loaded.get(name)
        if sound is None:
            try:
                sound = pygame.mixer.Sound(str(path))
            except pygame.error as exc:  # a damaged file should not stop the game
                log.warning("sound %s could not be loaded: %s", name, exc)
                return
            sound.set_volume(self._volume)
            self._loaded[name] = sound
        sound.play()

    def set_volume(self, v: float) -> None:
        """Set the effects volume (clamped to 0.0..1.0); applies to sounds already loaded."""
        self._volume = _clamp(v)
        for sound in self._loaded.values():
            sound.set_volume(self._volume)

    def set_muted(self, m: bool) -> None:
        """Mute or unmute; muting also stops what is playing."""
        self._muted = m
        if m and self._ready:
            pygame.mixer.stop()

    def _start_mixer(self) -> bool:
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    # Small buffer: a card sound must land with the card, not after it.
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
                self._ready = True
            except (pygame.error, NotImplementedError, OSError) as exc:
                log.warning("no audio (%s); playing without sound", exc)
                self._ready = False
        return self._ready


def _clamp(v: float) -> float:
    return min(1.0, max(0.0, float(v)))
