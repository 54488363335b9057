// The emoji names reactions.add accepts: Slack's standard set (a working subset, with the code
// points Slack reports in rich-text `emoji` elements), their aliases, optional skin tones, and the
// workspace's custom emoji (tree `emoji`: name -> image URL or "alias:<name>").
// Slack stores a reaction under the canonical name: `thumbsup` becomes `+1`.

const STANDARD = {
  '+1': '1f44d', '-1': '1f44e', '100': '1f4af', 'airplane': '2708-fe0f', 'alarm_clock': '23f0',
  'arrow_right': '27a1-fe0f', 'arrow_up': '2b06-fe0f', 'ballot_box_with_check': '2611-fe0f',
  'bar_chart': '1f4ca', 'beers': '1f37b', 'bell': '1f514', 'bento': '1f371', 'birthday': '1f382',
  'blush': '1f60a', 'book': '1f4d6', 'books': '1f4da', 'boom': '1f4a5', 'brain': '1f9e0',
  'broken_heart': '1f494', 'bug': '1f41b', 'bulb': '1f4a1', 'cake': '1f370', 'calendar': '1f4c6',
  'chart_with_downwards_trend': '1f4c9', 'chart_with_upwards_trend': '1f4c8', 'checkered_flag': '1f3c1',
  'christmas_tree': '1f384', 'clap': '1f44f', 'clipboard': '1f4cb', 'coffee': '2615', 'cookie': '1f36a', 'computer': '1f4bb',
  'confetti_ball': '1f38a', 'construction': '1f6a7', 'credit_card': '1f4b3', 'crossed_fingers': '1f91e',
  'cry': '1f622', 'dart': '1f3af', 'dna': '1f9ec', 'dumpling': '1f95f', 'email': '2709-fe0f',
  'e-mail': '1f4e7', 'exclamation': '2757', 'exploding_head': '1f92f', 'expressionless': '1f611',
  'eyes': '1f440', 'face_with_monocle': '1f9d0', 'face_with_rolling_eyes': '1f644', 'fire': '1f525',
  'firecracker': '1f9e8', 'flag-cn': '1f1e8-1f1f3', 'flag-us': '1f1fa-1f1f8', 'gear': '2699-fe0f',
  'gift': '1f381', 'grimacing': '1f62c', 'grinning': '1f600', 'hammer_and_wrench': '1f6e0-fe0f',
  'handshake': '1f91d', 'headphones': '1f3a7', 'heart': '2764-fe0f', 'heart_eyes': '1f60d',
  'heavy_check_mark': '2714-fe0f', 'heavy_plus_sign': '2795', 'hourglass_flowing_sand': '23f3',
  'house': '1f3e0', 'hugging_face': '1f917', 'inbox_tray': '1f4e5', 'iphone': '1f4f1',
  'izakaya_lantern': '1f3ee', 'joy': '1f602', 'key': '1f511', 'large_blue_circle': '1f535',
  'large_green_circle': '1f7e2', 'large_yellow_circle': '1f7e1', 'laughing': '1f606', 'link': '1f517',
  'lock': '1f512', 'loudspeaker': '1f4e2', 'mag': '1f50d', 'mega': '1f4e3', 'melting_face': '1fae0',
  'memo': '1f4dd', 'microscope': '1f52c', 'money_with_wings': '1f4b8', 'moneybag': '1f4b0',
  'moon_cake': '1f96e', 'mountain': '26f0-fe0f', 'muscle': '1f4aa', 'nerd_face': '1f913', 'ocean': '1f30a',
  'neutral_face': '1f610', 'no_entry': '26d4', 'no_entry_sign': '1f6ab', 'ok_hand': '1f44c',
  'outbox_tray': '1f4e4', 'package': '1f4e6', 'page_facing_up': '1f4c4', 'palm_tree': '1f334',
  'partying_face': '1f973', 'pizza': '1f355', 'point_up': '261d-fe0f', 'pray': '1f64f',
  'pushpin': '1f4cc', 'question': '2753', 'rage': '1f621', 'raised_hands': '1f64c', 'ramen': '1f35c',
  'red_circle': '1f534', 'red_envelope': '1f9e7', 'relieved': '1f60c',
  'rolling_on_the_floor_laughing': '1f923', 'robot_face': '1f916', 'rocket': '1f680',
  'rotating_light': '1f6a8', 'saluting_face': '1fae1', 'scream': '1f631', 'see_no_evil': '1f648',
  'ski': '1f3bf', 'sleeping': '1f634', 'slightly_smiling_face': '1f642', 'smile': '1f604',
  'smiley': '1f603', 'snowflake': '2744-fe0f', 'sob': '1f62d', 'sos': '1f198', 'sparkles': '2728',
  'speech_balloon': '1f4ac', 'spiral_calendar_pad': '1f5d3-fe0f', 'star': '2b50', 'star2': '1f31f',
  'stew': '1f372', 'stopwatch': '23f1-fe0f', 'sunglasses': '1f60e', 'sunrise': '1f305', 'sweat': '1f613',
  'sweat_smile': '1f605', 'tada': '1f389', 'tea': '1f375', 'test_tube': '1f9ea',
  'thinking_face': '1f914', 'thought_balloon': '1f4ad', 'trophy': '1f3c6', 'turkey': '1f983', 'upside_down_face': '1f643',
  'warning': '26a0-fe0f', 'wave': '1f44b', 'white_check_mark': '2705', 'wine_glass': '1f377', 'wink': '1f609', 'wrench': '1f527',
  'x': '274c', 'zap': '26a1', 'zzz': '1f4a4',
};

const ALIASES = {
  thumbsup: '+1', thumbsdown: '-1', satisfied: 'laughing', thinking: 'thinking_face', pencil: 'memo',
  envelope: 'email', hand_with_index_and_middle_fingers_crossed: 'crossed_fingers', lantern: 'izakaya_lantern',
  cn: 'flag-cn', us: 'flag-us', rofl: 'rolling_on_the_floor_laughing', hugs: 'hugging_face',
  slightly_smiling: 'slightly_smiling_face', rolling_eyes: 'face_with_rolling_eyes', 'white_heavy_check_mark': 'white_check_mark',
};

const SKIN_TONE = /::skin-tone-[2-6]$/;

/**
 * The name Slack stores a reaction under, or null when Slack answers `invalid_name`.
 * @param {string} raw the `name` sent to reactions.add
 * @param {Record<string, string>} custom the workspace's custom emoji
 */
export function canonicalReaction(raw, custom) {
  const name = String(raw);
  const tone = SKIN_TONE.exec(name);
  const base = tone ? name.slice(0, tone.index) : name;
  let canonical = null;
  if (Object.prototype.hasOwnProperty.call(STANDARD, base)) canonical = base;
  else if (Object.prototype.hasOwnProperty.call(ALIASES, base)) canonical = ALIASES[base];
  else if (!tone && custom && Object.prototype.hasOwnProperty.call(custom, base)) {
    const target = custom[base];
    // A custom alias of a standard emoji reacts as that emoji; of a custom one, as itself.
    if (typeof target === 'string' && target.startsWith('alias:')) {
      const to = target.slice(6);
      canonical = Object.prototype.hasOwnProperty.call(STANDARD, to) ? to : base;
    } else canonical = base;
  }
  if (canonical === null) return null;
  return tone ? canonical + tone[0] : canonical;
}

/** The code point string of a standard emoji (for rich-text elements), or undefined. */
export function unicodeOf(name) {
  const base = String(name).replace(SKIN_TONE, '');
  const canonical = Object.prototype.hasOwnProperty.call(STANDARD, base) ? base : ALIASES[base];
  return canonical ? STANDARD[canonical] : undefined;
}
