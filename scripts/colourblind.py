"""See a screenshot as a colour-blind player does.

    python scripts/colourblind.py IN.png OUT.png --type deuteranopia
    python scripts/colourblind.py IN.png OUT.png --type protanopia --width 0

Each pixel goes to linear RGB, through the Machado, Oliveira and Fernandes
(2009) matrix for full (severity 1.0) dichromacy, and back to sRGB. With
numpy the whole image is done at once (pygame.surfarray); without it a plain
Python pass runs over the image scaled down to --width pixels (640 unless
told; 0 keeps the full size), with every distinct colour computed once.

Used to check that no colour cue of the tables vanishes: see the README's
Accessibility section.
"""
from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

# Machado et al. 2009, severity 1.0, for linear RGB.
MATRICES = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def to_linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(v: float) -> int:
    v = min(1.0, max(0.0, v))
    c = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return int(round(c * 255))


LINEAR = [to_linear(i) for i in range(256)]


def simulate_colour(rgb, kind: str) -> tuple[int, int, int]:
    """One sRGB colour as seen with `kind` dichromacy."""
    m = MATRICES[kind]
    lin = [LINEAR[c] for c in rgb[:3]]
    return tuple(to_srgb(sum(m[row][k] * lin[k] for k in range(3))) for row in range(3))


def _with_numpy(surf: pygame.Surface, kind: str) -> pygame.Surface:
    import numpy as np
    px = pygame.surfarray.array3d(surf).astype(np.float64) / 255.0
    lin = np.where(px <= 0.04045, px / 12.92, ((px + 0.055) / 1.055) ** 2.4)
    out = np.clip(lin @ np.array(MATRICES[kind]).T, 0, 1)
    srgb = np.where(out <= 0.0031308, out * 12.92, 1.055 * out ** (1 / 2.4) - 0.055)
    return pygame.surfarray.make_surface((srgb * 255 + 0.5).astype(np.uint8))


def _plain(surf: pygame.Surface, kind: str) -> pygame.Surface:
    w, h = surf.get_size()
    data = pygame.image.tobytes(surf, "RGB")
    seen: dict[bytes, bytes] = {}
    out = bytearray(len(data))
    for i in range(0, len(data), 3):
        px = data[i:i + 3]
        got = seen.get(px)
        if got is None:
            got = seen[px] = bytes(simulate_colour(px, kind))
        out[i:i + 3] = got
    return pygame.image.frombytes(bytes(out), (w, h), "RGB")


def simulate(surf: pygame.Surface, kind: str, width: int = 640) -> pygame.Surface:
    """The whole picture as seen with `kind` dichromacy."""
    if kind not in MATRICES:
        raise ValueError(f"unknown type {kind!r}; choose one of {', '.join(MATRICES)}")
    try:
        return _with_numpy(surf, kind)
    except ImportError:
        pass
    w, h = surf.get_size()
    if width and w > width:
        surf = pygame.transform.smoothscale(surf, (width, max(1, round(h * width / w))))
    return _plain(surf, kind)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("input", help="a PNG screenshot")
    parser.add_argument("output", help="where to write the simulated PNG")
    parser.add_argument("--type", default="deuteranopia", choices=sorted(MATRICES))
    parser.add_argument("--width", type=int, default=640,
                        help="without numpy, scale down to this width first (0: full size)")
    args = parser.parse_args(argv)
    try:
        surf = pygame.image.load(args.input)
    except (pygame.error, FileNotFoundError) as err:
        print(f"Cannot read {args.input}: {err}", file=sys.stderr)
        return 2
    out = simulate(surf, args.type, args.width)
    try:
        pygame.image.save(out, args.output)
    except pygame.error as err:
        print(f"Cannot write {args.output}: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
