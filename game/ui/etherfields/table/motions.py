"""What happens in a Slumber, shown on the table and not only in the log
(game/ui/motion.py): an Entity spawning grows onto its space, a part of the
Dreamscape laid is set down, a Secret is turned over, a lamp (a Map action)
or a laid token lights its space, a Distress pip fills.

Tweens keyed ("figure", id) keep that figure out of the still picture until
they land (the map is drawn each frame while anything moves: see
Animator.moving). With Reduce motion, every one is a short fade."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui.motion import FADE, ease_back, ease_in_out

APPEAR = 0.55   # an Entity spawning
LAY = 0.7       # a part of the Dreamscape laid
SECRET = 2.2    # a Secret turned over, read a moment, then put away
LIGHT = 1.1     # a lamp lit: the glow rises, then settles into the room
PIP = 0.5       # a Distress pip filling


def queue(scene, events) -> None:
    m = scene.motion
    for i, e in enumerate(events):
        delay = 0.06 * i
        if e.kind == "spawned":
            m.add("appear", end=None, duration=APPEAR, delay=delay, easing=ease_back, key=("figure", e.data["figure"]))
        elif e.kind in ("dreamer_moved", "dreamer_entered", "entity_moved", "pushed") and m.reduced:
            who = e.data.get("dreamer") or e.data.get("figure")  # no walk: the figure fades in where it stops
            m.add("appear", duration=FADE, key=("figure", who))
        elif e.kind == "map_tile":
            m.add("lay", duration=LAY, delay=delay, easing=ease_back, key=("tile", e.data["tile"]), tile=e.data["tile"])
        elif e.kind == "secret":
            m.add("secret", duration=SECRET, delay=delay, easing=ease_in_out, card=e.data["secret"])
        elif e.kind in ("map_action", "token_placed") and e.data.get("space", e.data.get("pos")) is not None:
            pos = tuple(e.data.get("space") or e.data.get("pos"))
            m.add("light", duration=LIGHT if e.kind == "map_action" else LIGHT * 0.7, delay=delay, space=pos,
                  big=e.kind == "map_action")
        elif e.kind == "distress" and e.data.get("dreamer"):
            m.add("pip", duration=PIP, delay=delay + 0.3, easing=ease_back, who=e.data["dreamer"],
                  index=max(1, int(e.data.get("total", 1))) - 1)


def figure(scene, surf, f, c, size) -> bool:
    """Draw figure `f` growing or fading in, if it is; False when it is at rest."""
    tw = next((t for t in scene.motion.tweens if t.key == ("figure", f.id)), None)
    if tw is None:
        return False
    if not tw.started:
        return True  # not there yet
    side = int(size * 1.2)
    layer = pygame.Surface((side, side), pygame.SRCALPHA)
    scene.draw_figure(layer, f, (side // 2, side // 2), size)
    share = 1.0 if tw.reduced or tw.kind != "appear" else tw.scale()
    if share != 1.0:
        layer = pygame.transform.smoothscale(layer, (max(2, int(side * share)), max(2, int(side * share))))
    if tw.reduced or tw.kind == "appear":
        layer.set_alpha(tw.alpha())
    surf.blit(layer, layer.get_rect(center=(int(c[0]), int(c[1]))))
    return True


def draw_under(scene, surf) -> None:
    """Before the figures: a tile being laid covers its place with itself, growing in."""
    for tw in scene.motion.running("lay"):
        spaces = [p for p, s in scene.game.dreamscape.spaces.items() if s.tile == tw.data["tile"]]
        if not spaces:
            continue
        rect = scene.space_rect(spaces[0]).unionall([scene.space_rect(p) for p in spaces])
        if "picture" not in tw.data:  # the tile as the still layer drew it, taken once
            layer = scene.static_layer(surf.get_size())
            tw.data["picture"] = layer.subsurface(rect.clip(layer.get_rect())).copy()
        pygame.draw.rect(surf, (14, 10, 28), rect)  # the empty table where it lands
        pic = tw.data["picture"]
        share = tw.scale()
        if share != 1.0:
            pic = pygame.transform.smoothscale(pic, (max(2, int(pic.get_width() * share)),
                                                     max(2, int(pic.get_height() * share))))
        pic = pic.copy()
        pic.set_alpha(min(255, int(255 * tw.raw * 1.6)))
        surf.blit(pic, pic.get_rect(center=rect.center))
        if not tw.reduced:
            pygame.draw.rect(surf, (250, 220, 150), pic.get_rect(center=rect.center), 2, border_radius=6)


def draw_over(scene, surf) -> None:
    """Over the table: lamps lighting, pips filling, a Secret turned over."""
    for tw in scene.motion.running("light"):
        if tw.data["space"] not in scene.game.dreamscape.spaces:
            continue
        r = scene.space_rect(tw.data["space"])
        rise = min(1.0, tw.raw / 0.35)
        glow = rise if tw.raw < 0.6 else max(0.0, 1 - (tw.raw - 0.6) / 0.4)
        radius = int(r.width * (0.7 if tw.data["big"] else 0.45) * (0.6 + 0.4 * rise if not tw.reduced else 1))
        layer = pygame.Surface((radius * 2, radius * 2))  # black adds nothing: only the light is added
        for k in range(10, 0, -1):  # a warm light pooling, brighter towards its middle
            a = glow * 0.8 * (1 - k / 11) ** 1.5
            pygame.draw.circle(layer, (int(255 * a), int(200 * a), int(110 * a)), (radius, radius), radius * k // 10)
        surf.blit(layer, layer.get_rect(center=r.center), special_flags=pygame.BLEND_RGB_ADD)
    for tw in scene.motion.running("pip"):
        c = getattr(scene, "pip_spots", {}).get(tw.data["who"], {}).get(tw.data["index"])
        if c is None:
            continue
        size = getattr(scene, "pip_size", 6)
        ring = int(size * (1 + 2.2 * (1 - tw.raw)))  # a ring closing onto the pip as it fills
        pygame.draw.circle(surf, (255, 120, 120), c, ring, 2)
        pygame.draw.circle(surf, (200, 60, 70), c, max(1, int(size * tw.scale())))
    for tw in scene.motion.running("secret"):
        _secret(scene, surf, tw)


def _secret(scene, surf, tw) -> None:
    """Turned over in the middle of the map, read, then gone: the first fifth
    turns it (a flip on its long edge), the last tenth fades it."""
    from game.ui.etherfields.table.labels import INTENT_COLOURS
    area = scene.map_rect()
    h = min(340, int(area.height * 0.8))
    rect = pygame.Rect(0, 0, int(h * 0.7), h)
    rect.center = area.center
    turn = min(1.0, tw.raw / 0.2)
    fade = 1.0 if tw.raw < 0.9 else max(0.0, 1 - (tw.raw - 0.9) / 0.1)
    face = turn >= 0.5 or tw.reduced
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    if face:
        d.influence_card(card, card.get_rect(), scene.game.card(tw.data["card"]), INTENT_COLOURS, 0)
    else:
        pygame.draw.rect(card, (46, 36, 80), card.get_rect(), border_radius=10)
        pygame.draw.rect(card, (230, 200, 120), card.get_rect(), 3, border_radius=10)
        pygame.draw.circle(card, (230, 200, 120), card.get_rect().center, rect.width // 4, 2)
    if not tw.reduced:
        share = max(0.04, abs(1 - 2 * ease_in_out(turn)))
        card = pygame.transform.smoothscale(card, (max(2, int(rect.width * share)), rect.height))
    alpha = fade if not tw.reduced else min(fade, turn)
    card.set_alpha(int(255 * alpha))
    shade = pygame.Surface(area.size, pygame.SRCALPHA)
    shade.fill((8, 6, 18, int(120 * alpha)))
    surf.blit(shade, area)
    surf.blit(card, card.get_rect(center=rect.center))
