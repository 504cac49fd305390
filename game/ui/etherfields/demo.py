"""Etherfields' demo scenes for `--screenshot`, `--screenshot-all` and the
bench: campaigns at different places, played by the heuristic Team where a
scene needs a real story."""
from __future__ import annotations

from pathlib import Path

from game.i18n import _, pgettext


def make_scene(app, name: str):
    """Etherfields' scene `name` with the bundled demo state (its GameSpec.demo)."""
    from game.ui.etherfields import scenes as sc
    if name == "title":
        return sc.TitleScene(app)
    if name == "new_campaign":
        return sc.NewCampaignScene(app)
    if name == "first_night":
        return first_night(app)
    if name in ("dreamscape", "inspector"):
        scene = sc.DreamscapeScene.demo(app)
        if name == "inspector":
            scene.inspect = scene.game.dreamers[scene.selected].hand[0]
        return scene
    if name == "dreamworld_late":
        return sc.DreamworldScene(app, late_campaign(app.seed))
    if name == "chronicle":  # the journal's C: the campaign far along, told as a book
        from game.ui.etherfields.chronicle import ChronicleScene
        scene = ChronicleScene(app, late_campaign(app.seed))
        dreams = [i for i, r in enumerate(scene.book.chapters) if r.kind == "dream" and r.moments]
        scene.page = dreams[-1] if dreams else scene.page  # a Dream's page: its picture, its ending, its moments
        return scene
    if name in ("dreamworld", "journal", "market", "game_over"):
        session = demo_campaign(app.seed)
        if name == "journal":
            return sc.JournalScene(app, session)
        if name == "game_over":
            return sc.GameOverScene(app, played_slumber(app.seed))
        scene = sc.DreamworldScene(app, session)
        if name == "market":
            from game.rules.core import Action
            session.game.team.keys = 0
            for d in session.game.dreamers.values():
                d.ether = 2  # two cards within reach, a dearer one dimmed with its reason
            session.game.campaign.location = "loc_quiet_house"
            scene.apply(Action.make("travel", to="loc_market_of_hours"))
            scene.apply(session.game.pending.options[0])  # go shopping
            scene.apply(session.game.pending.options[0])  # look at 3 Influence cards
            scene.map.settle()  # the Team has arrived: no walk half done in the picture
        return scene
    if name == "script_reader":
        from game.content import default_content
        script = default_content().scripts["script_005"]
        return sc.ScriptReader(app, script.title, script.text, "script_005", script.how or "")
    if name == "save_load":
        scene = sc.LoadScene(app)
        scene.saves = demo_saves()  # a shelf of campaigns to show, none of them on disk
        return scene
    if name == "rules":
        return sc.RulesScene(app)
    raise KeyError(f"Etherfields has no demo scene {name!r}")


def demo_saves() -> list:
    """The Load screen's rows for a screenshot: a dozen campaigns at different
    places, newest first, and one damaged save with a backup (nothing is read or written)."""
    import datetime as dt
    from game.savefile.slots import SaveInfo
    from game.ui.etherfields.flow import content_name
    now = dt.datetime.now().replace(microsecond=0)
    teams = (["gambler", "tough_guy"], ["specialist", "free_spirit", "lamplighter"], ["free_spirit"],
             ["gambler", "specialist", "tough_guy", "free_spirit"])
    places = ({"mode": "dream", "dream": "gate_paper_lighthouse", "turn": 4},
              {"mode": "map", "location": "loc_heron_ferry", "dreams_won": ["gate_paper_lighthouse"],
               "season": "season_first_frost", "keys": 2},
              {"mode": "slumber", "turn": 2}, {"mode": "map", "location": "loc_reed_maze"},
              {"mode": "dream", "dream": "gate_lullaby_mill", "turn": 7})
    saves = []
    for i in range(12):  # named as New campaign names them: the Team, in the interface's language
        team = teams[i % len(teams)]
        name = pgettext("between the names of a Team", " & ").join(content_name(w) for w in team)
        saves.append(SaveInfo(f"autosave-{i}", Path(f"autosave-{i}.yaml"), (now - dt.timedelta(hours=7 * i)).isoformat(),
                              dict(places[i % len(places)], campaign=name, dreamers=team)))
    saves.append(SaveInfo("Cracked", Path("Cracked.yaml"), problem="Cracked.yaml is damaged: its contents do not "
                          "match its checksum.", backup=Path("Cracked.yaml.1"), reason="damaged"))
    return saves


def first_night(app):
    """The tutorial Dream just begun, hands drawn: the teacher points at the
    first walk (the guided first night, game/ui/etherfields/teacher.py)."""
    from game.session import Session
    from game.ui.etherfields import scenes as sc
    from game.ui.etherfields.teacher import Teacher
    session = Session.new(["gambler", "tough_guy"], app.seed, campaign=True, name=_("First night"))
    session.to_read = []  # the opening pages are read
    for who in session.game.order:
        session.apply(next(a for a in session.game.legal_actions() if a.kind == "draw" and a["dreamer"] == who))
    app.teacher = Teacher(app, session)
    scene = sc.DreamscapeScene(app, session)
    scene.selected = session.game.order[0]
    return scene


def played_slumber(seed: int = 1):
    """A lone Slumber played to its end by the heuristic Team, so the story
    screen has a real story to tell."""
    import random
    from game.autoplay import heuristic_action
    from game.balance import MEASURED_MAP
    from game.session import Session
    session = Session.new(["gambler", "tough_guy", "free_spirit"], seed, campaign=False,
                          slumber="slumber_lantern_hound", name=_("Demo"), map=MEASURED_MAP)
    rng = random.Random(seed)
    for _n in range(3000):
        action = heuristic_action(session.game, rng)
        if action is None or session.game.outcome is not None:
            break
        session.apply(action)
    return session


def late_campaign(seed: int = 1, tiles: int = 7):
    """A campaign far along: the heuristic Team of the campaign measure plays
    until `tiles` Dreamworld tiles are laid and the Team is back on the map."""
    import random
    from game.campaign_balance import campaign_action
    from game.session import Session
    session = Session.new(["gambler", "tough_guy", "free_spirit"], seed, campaign=True, name=_("Demo"), autosaves=False)
    rng = random.Random(seed)
    for _n in range(20000):
        g = session.game
        if len(g.campaign.map_tiles) >= tiles and g.mode == "map" and g.pending is None:
            break
        action = campaign_action(g, rng)
        if action is None or g.mode == "over":
            break
        session.apply(action)
    session.to_read.clear()
    return session


def demo_campaign(seed: int = 1):
    """A campaign just past the tutorial Dream, on the Dreamworld Map. The demo
    campaigns are named in the interface's language, as a player would name
    their own; a name a player types is kept as typed."""
    from game.rules.core import Action
    from game.session import Session
    session = Session.new(["gambler", "tough_guy", "free_spirit"], seed, campaign=True, name=_("Demo"))
    g = session.game
    g.push({"op": "end_slumber", "victory": True})  # the tutorial Dream, skipped for the demo
    g.run()
    while g.pending is not None:
        session.apply(g.pending.options[0])
    session.apply(Action.make("travel", to="loc_lamplit_lane"))
    while g.pending is not None:
        session.apply(g.pending.options[0])
    return session
