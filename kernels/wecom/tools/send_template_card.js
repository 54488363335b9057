// send_template_card: the handler asserts card_action_type with `.(int)`, but JSON numbers decode
// to float64 in Go, so the assertion fails for every possible argument and the real server
// crashes before anything is sent (after card_type, main_title and main_desc were asserted as
// strings — whichever fails first names the panic). Nothing is ever posted.
import { readArgs } from '../lib/go.js';

export default function (args) {
  const read = readArgs(args, [
    ['card_type', 'string'], ['main_title', 'string'], ['main_desc', 'string'], ['card_action_type', 'int'],
    ['card_action_url', 'string'], ['card_action_appid', 'string'], ['card_action_pagepath', 'string'],
  ]);
  // `.(int)` cannot hold for decoded JSON, so `read` always carries the crash.
  return read.crash;
}
