"""Synthesise the app's sound effects as small WAV files: `python sounds/make_sounds.py`.

Pure Python (wave, math, array): 22050 Hz, mono, 16-bit.  Every sound has a
soft attack and fades fully to silence, so nothing clicks when it starts or
stops, and peaks stay well below full scale so the effects sit quietly under
play.  Noise comes from a seeded generator, so the files are reproducible.
"""
from __future__ import annotations

import array
import math
import random
import sys
import wave
from pathlib import Path
from typing import Callable

RATE = 22050
HERE = Path(__file__).resolve().parent


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """Gain per sample: a raised-cosine attack of `attack` s, then an exponential decay
    with time constant `decay` s, and a short cosine fade to exact silence at the end."""
    a = max(1, int(attack * RATE))
    fade = min(n // 4, int(0.02 * RATE))
    out = []
    for i in range(n):
        g = 0.5 - 0.5 * math.cos(math.pi * i / a) if i < a else math.exp(-(i - a) / (decay * RATE))
        if i >= n - fade:
            g *= 0.5 + 0.5 * math.cos(math.pi * (i - (n - fade)) / fade)
        out.append(g)
    return out


def noise(n: int, rng: random.Random, low: float, high: float) -> list[float]:
    """White noise band-limited by a one-pole high-pass at `low` Hz and a two-pole low-pass
    at `high` Hz (two poles so the top end rolls off softly instead of hissing)."""
    lp = 1 - math.exp(-2 * math.pi * high / RATE)
    hp = math.exp(-2 * math.pi * low / RATE)
    out, y0, y, prev_x, prev_y = [], 0.0, 0.0, 0.0, 0.0
    for _ in range(n):
        y0 += lp * (rng.uniform(-1, 1) - y0)
        y += lp * (y0 - y)
        hy = hp * (prev_y + y - prev_x)  # high-pass removes the rumble under the rustle
        prev_x, prev_y = y, hy
        out.append(hy)
    return out


def tone(n: int, freq: float, partials: tuple[float, ...] = (1.0,), glide: float = 0.0) -> list[float]:
    """A sum of harmonics (amplitudes per harmonic) at `freq` Hz, optionally gliding by `glide` Hz/s."""
    out, phase = [], 0.0
    for i in range(n):
        f = freq + glide * i / RATE
        phase += 2 * math.pi * f / RATE
        out.append(sum(a * math.sin((k + 1) * phase) for k, a in enumerate(partials)))
    return out


def mix(length: float, *layers: tuple[float, list[float]]) -> list[float]:
    """Sum layers given as (start in s, samples) into a buffer `length` s long."""
    buf = [0.0] * int(length * RATE)
    for start, samples in layers:
        s = int(start * RATE)
        for i, v in enumerate(samples[: max(0, len(buf) - s)]):
            buf[s + i] += v
    return buf


def shaped(samples: list[float], env: list[float]) -> list[float]:
    """Samples multiplied by an envelope of the same length."""
    return [s * g for s, g in zip(samples, env)]


def rustle(rng: random.Random, dur: float, low: float = 500, high: float = 3200, decay: float = 0.03) -> list[float]:
    """The papery swish of a card sliding on cloth."""
    n = int(dur * RATE)
    return shaped(noise(n, rng, low, high), envelope(n, 0.006, decay))


def knock(freq: float, dur: float, decay: float) -> list[float]:
    """A soft wooden knock: a low sine with a little overtone, quickly damped."""
    n = int(dur * RATE)
    return shaped(tone(n, freq, (1.0, 0.3, 0.1), glide=-freq * 0.8), envelope(n, 0.003, decay))


def bell(freq: float, dur: float, decay: float) -> list[float]:
    """A mellow bell-like note (mostly fundamental, a soft octave above)."""
    n = int(dur * RATE)
    return shaped(tone(n, freq, (1.0, 0.25, 0.06)), envelope(n, 0.008, decay))


def sounds() -> dict[str, Callable[[random.Random], list[float]]]:
    """Every effect by name, as a function of a seeded random generator."""
    c5, e5, g5, c6 = 523.25, 659.25, 783.99, 1046.5
    return {
        "deal": lambda r: mix(0.16, (0, rustle(r, 0.15, decay=0.035))),
        "flip": lambda r: mix(0.14, (0, rustle(r, 0.07, 900, 4200, 0.012)),
                              (0.045, shaped(rustle(r, 0.09, 500, 2600, 0.02), [0.6] * int(0.09 * RATE)))),
        "place": lambda r: mix(0.18, (0, rustle(r, 0.05, 400, 2400, 0.01)), (0.01, knock(170, 0.16, 0.035))),
        "take": lambda r: mix(0.42, *((k * 0.075, rustle(r, 0.12, 500, 3000, 0.03)) for k in range(4)),
                              (0.3, knock(140, 0.12, 0.03))),
        "shuffle": lambda r: mix(0.48, *((k * 0.028, shaped(rustle(r, 0.06, 700, 3800, 0.012),
                                                           [0.5 + 0.5 * math.sin(k / 15 * math.pi)] * int(0.06 * RATE)))
                                        for k in range(15))),
        "click": lambda r: mix(0.05, (0, shaped(tone(int(0.05 * RATE), 1760, (1.0, 0.15)),
                                               envelope(int(0.05 * RATE), 0.002, 0.008)))),
        # a pass, a turn ended, a card kept or a flip declined: one knuckle knock on the table
        "knock": lambda r: mix(0.14, (0, knock(260, 0.12, 0.022))),
        # the end-of-round count, a figure at a time: a bead clicked along an abacus
        "tick": lambda r: mix(0.06, (0, rustle(r, 0.03, 1500, 5000, 0.004)), (0, knock(620, 0.05, 0.008))),
        "bounce": lambda r: mix(0.22, (0, knock(230, 0.1, 0.025)), (0.09, knock(190, 0.12, 0.03))),
        "turn": lambda r: mix(0.45, (0, bell(g5, 0.4, 0.12)), (0.11, bell(c6, 0.34, 0.12))),
        "lose": lambda r: mix(0.5, (0, bell(392.0, 0.3, 0.09)), (0.16, bell(311.1, 0.34, 0.12))),
        # a round's end: the major chord's notes rising quickly, softer and shorter than the win
        "round": lambda r: mix(0.5, (0, bell(c5, 0.3, 0.08)), (0.08, bell(e5, 0.3, 0.08)),
                               (0.16, bell(g5, 0.34, 0.1))),
        # a refused move: a low, muted "uh-uh", two notes falling a tone, over in a fifth of a second
        "refuse": lambda r: mix(0.22, (0, bell(233.1, 0.1, 0.03)), (0.08, bell(207.7, 0.14, 0.035))),
        "win": lambda r: mix(1.05, (0, bell(c5, 0.5, 0.16)), (0.12, bell(e5, 0.5, 0.16)),
                             (0.24, bell(g5, 0.5, 0.18)), (0.36, bell(c6, 0.69, 0.26)),
                             (0.36, bell(c5, 0.69, 0.3))),
    }


def write(name: str, samples: list[float], peak: float = 0.45) -> Path:
    """Normalise to `peak` of full scale and write sounds/<name>.wav."""
    top = max(1e-9, max(abs(s) for s in samples))
    pcm = array.array("h", (int(round(s / top * peak * 32767)) for s in samples))
    if sys.byteorder == "big":  # WAV samples are little-endian
        pcm.byteswap()
    path = HERE / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return path


# Peaks other than the usual 0.4: the win fanfare a little louder, a round's end
# below the game's end, a refused move soft (it must never nag), a knock under a
# card landing (nothing moves), the count's tick softest (it comes in a row).
PEAKS = {"win": 0.5, "round": 0.3, "refuse": 0.22, "knock": 0.3, "tick": 0.16}


def main() -> None:
    """Regenerate every effect, each from a generator seeded by its own name
    (so a new effect leaves the noise of the others as it was)."""
    for name, make in sorted(sounds().items()):
        write(name, make(random.Random(name)), PEAKS.get(name, 0.4))
    print(f"wrote {len(sounds())} sounds to {HERE}")


if __name__ == "__main__":
    main()
