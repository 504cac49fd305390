"""Etherfields' Session: a campaign's own ways (see EtherfieldsKit)."""
from __future__ import annotations

from pathlib import Path

from game.session import Session, SessionKit


class EtherfieldsKit(SessionKit):
    """A campaign's Session: undo through the rules' own per-move records (any
    Dreamer at the table takes a move back), autosaves after every Location and
    Turn to the campaign's own file, a long log compacted, and the story (the
    chronicle, the script paragraphs to read, the records) kept as it goes."""
    saves_every_move = False
    compact = True

    @property
    def content_version(self) -> str:  # type: ignore[override]  # the content's own version
        from game.content import CONTENT_VERSION
        return CONTENT_VERSION

    def mark(self, game):
        return None  # the rules record what each move changed (last_change)

    def record(self, game, mark):
        return game.last_change()

    def restore(self, session: Session, change) -> None:
        session.game.undo(change)

    def may_undo(self, session: Session, top) -> bool:
        return True

    def said(self, session: Session, action, events) -> str:
        """The rules' first sentence about the move (which names the Dreamer),
        else the Dreamer and the kind of move."""
        from game.i18n import Said
        text = next((e.text for e in events if e.text), "")
        who = action.get("dreamer")
        name = session.game.name(who) if who else ""
        if text and (not name or name in str(text)):
            return text
        return Said("{name}: {move}", name=name, move=text or action.kind.replace("_", " ")) if name else (
            text or action.kind.replace("_", " "))

    def before(self, session: Session):
        return session.chronicle.mark()

    def after(self, session: Session, action, events) -> None:
        game = session.game
        session.to_read.extend(e for e in events if e.kind == "script")
        session.chronicle.take(events, game.name, game.order)
        if session.autosaves:
            remember(session, events)

    def undone(self, session: Session, story) -> None:
        session.chronicle.rewind(story)  # an undone move is no part of the story

    def opened(self, session: Session, loaded: bool) -> None:
        game = session.game
        if loaded:
            session.chronicle.resume(game)  # a Slumber or Dream saved midway still ends with its story page
            path = Path(session.slot or "")
            if session.slot and "id" not in session.meta and path.name.startswith("autosave-"):
                session.autosave_to = path  # an older autosave goes on in its own file
            return
        session.to_read = [e for e in game._events if e.kind == "script"]  # e.g. the first Dream's Introduction
        session.chronicle.take(game._events, game.name, game.order)

    def autosave_point(self, events) -> bool:
        """After every Location and at the end of every Turn."""
        return any(e.kind in ("team_moved", "turn", "journal") for e in events)

    def autosave_path(self, session: Session):
        from game.savefile import autosave_path, folder
        from game.session import new_campaign_id
        return autosave_path(folder(), session.meta.get("campaign", "campaign"),
                             session.meta.setdefault("id", new_campaign_id()))

    def save_meta(self, session: Session, state: dict) -> dict:
        g = session.game
        c = g.campaign
        return dict(session.meta, mode=str(g.mode), dreamers=list(g.order), location=c.location if c else None,
                    dream=c.dream if c else None, turn=g.turn_number, steps=session.steps,
                    minutes_played=round(minutes_played(session), 2),
                    # what the Load screen's preview says of a save on the map, where no Turn is counted
                    dreams_won=[k for k, v in c.dreams_done.items() if v == "won"] if c else [],
                    season=c.season if c else None, keys=g.team.keys)

    def speak(self, session: Session) -> None:
        from game.content import default_content
        session.game.set_content(default_content())


def remember(session: Session, events) -> None:
    """A Slumber or Dream that ended with this move goes into the records
    (game.records): Dream or Slumber, won or not, its length since it
    began (in this sitting); and the campaign, when an Ending is read."""
    from game import records
    records.active()  # a move is a sign of a player: the records count time played
    ended = None
    for e in events:
        if e.kind == "slumber":  # one begins: its length counts from here
            session.began = (session.steps - 1, records.played_seconds())
        elif e.kind == "slumber_end":
            ended = ["slumber", e.data.get("result", "ended")]
        elif e.kind == "journal" and e.data.get("entry") in ("dream_won", "dream_lost"):
            ended = ["dream", "won" if e.data["entry"] == "dream_won" else "lost"]
        elif e.kind == "lost" and not session.game.campaign:  # a lone Slumber lost outright
            ended = ["slumber", "lost"]
    opts = session.meta.get("options", {})
    row: dict = {"seats": list(session.game.order), "edition": str(opts.get("edition", "")),
                 "seed": session.meta.get("seed")}
    if ended is not None:
        steps, clock = session.began
        session.earned = records.record("etherfields", ended[0], ended[1], moves=session.steps - steps,
                                        minutes=(records.played_seconds() - clock) / 60, **row)
        session.began = (session.steps, records.played_seconds())
    ending = next((e.data.get("script") for e in events if _is_ending(e)), None)
    if ending is not None and not session.meta.get("ending"):
        session.meta["ending"] = ending  # a campaign ends once (the map stays open after it)
        camp = session.game.campaign
        won = sum(result == "won" for result in camp.dreams_done.values()) if camp else 0
        session.earned += records.record("etherfields", "campaign", "won", moves=session.steps, score=won,
                                         minutes=minutes_played(session), **row)


def minutes_played(session: Session) -> float:
    """The campaign's time played: the sittings its save remembers, and this one."""
    from game import records
    return float(session.meta.get("minutes_played", 0.0)) + (records.played_seconds() - session.sitting[1]) / 60


def _is_ending(event) -> bool:
    """A script paragraph that ends the campaign: its title says so, in either language
    (content/etherfields/scripts: "Ending: ...", "结局：...")."""
    return event.kind == "script" and str(event.data.get("title") or "").startswith(("Ending:", "结局："))
