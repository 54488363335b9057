"""The paper's simulator style, for comparison: a fresh Python process loads the whole JSON context
file, runs the kernel (list a calendar's events overlapping a time range), saves the file back and
prints the response. Equivalent to the Lark kernel's ranged listing without recurrence expansion."""
import json
import sys

def main():
    ctx_file, args_json = sys.argv[1], sys.argv[2]
    with open(ctx_file, encoding="utf-8") as f:
        ctx = json.load(f)
    args = json.loads(args_json)
    cal = ctx["calendars"].get(args["path"]["calendar_id"])
    if cal is None:
        print(json.dumps({"code": 191001, "msg": "invalid calendar_id"}))
        return
    lo, hi = int(args["params"]["start_time"]), int(args["params"]["end_time"])
    size = int(args["params"].get("page_size", 500))
    items = []
    for ev in cal.get("events", {}).values():
        st = ev.get("start_time", {})
        en = ev.get("end_time", {})
        if "timestamp" not in st:
            continue
        s, e = int(st["timestamp"]), int(en["timestamp"])
        if s < hi and e > lo:
            items.append(ev)
    items.sort(key=lambda ev: int(ev["start_time"]["timestamp"]))
    fields = ("event_id", "organizer_calendar_id", "summary", "description", "start_time", "end_time",
              "status", "visibility", "free_busy_status", "attendee_ability", "location", "color")
    out = [{k: ev[k] for k in fields if k in ev} for ev in items[:size]]
    with open(ctx_file, "w", encoding="utf-8") as f:
        json.dump(ctx, f, ensure_ascii=False)
    print(json.dumps({"has_more": False, "items": out}, ensure_ascii=False, separators=(",", ":")))

main()
