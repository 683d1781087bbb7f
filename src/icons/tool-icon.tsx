import {
  AlignLeft, Anchor, ArrowLeftRight, AtSign, BadgeDollarSign, BookOpen, BookOpenCheck, BookText, Bot, Briefcase,
  BriefcaseBusiness, Brush, Building2, Calculator, Camera, Captions, ChartLine, CircleHelp, Clapperboard, Code,
  CodeXml, Copy, Cpu, Drama, Expand, Eye, Feather, FileCode, FilePen, FileSearch, FileText, FileUser, Film, Flame,
  Gamepad2, Gem, Globe, GraduationCap, Hash, Heart, HeartHandshake, Image, ImagePlus, Images, Laugh, LayoutTemplate,
  LetterText, Lightbulb, List, ListCollapse, ListTree, Mail, MailOpen, Map, Maximize2, Megaphone, MessageCircle,
  MessageCircleQuestionMark, MessageSquareText, Mic, MonitorPlay, MousePointerClick, Music, Newspaper, NotebookPen,
  Palette, PenLine, PenTool, Podcast, Presentation, Quote, RefreshCw, Repeat, Reply, Rocket, Scale, Scissors,
  ScrollText, Search, ShoppingBag, Shuffle, Smartphone, Sparkles, Star, Tag, Target, Terminal, TextQuote, ThumbsUp,
  TrendingUp, Tv, Type, UserPen, UserRound, UserRoundPen, Video, WandSparkles, Zap, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../engine/catalogue/icon-names.ts';

// Typed as a full Record so adding a name to ICON_NAMES without a component fails the typecheck.
const ICONS: Record<IconName, LucideIcon> = {
  'align-left': AlignLeft, anchor: Anchor, 'arrow-left-right': ArrowLeftRight, 'at-sign': AtSign,
  'badge-dollar-sign': BadgeDollarSign, 'book-open': BookOpen, 'book-open-check': BookOpenCheck, 'book-text': BookText,
  bot: Bot, briefcase: Briefcase, 'briefcase-business': BriefcaseBusiness, brush: Brush, 'building-2': Building2,
  calculator: Calculator, camera: Camera, captions: Captions, 'chart-line': ChartLine, 'circle-help': CircleHelp,
  clapperboard: Clapperboard, code: Code, 'code-xml': CodeXml, copy: Copy, cpu: Cpu, drama: Drama, expand: Expand,
  eye: Eye, feather: Feather, 'file-code': FileCode, 'file-pen': FilePen, 'file-search': FileSearch,
  'file-text': FileText, 'file-user': FileUser, film: Film, flame: Flame, 'gamepad-2': Gamepad2, gem: Gem, globe: Globe,
  'graduation-cap': GraduationCap, hash: Hash, heart: Heart, 'heart-handshake': HeartHandshake, image: Image,
  'image-plus': ImagePlus, images: Images, laugh: Laugh, 'layout-template': LayoutTemplate, 'letter-text': LetterText,
  lightbulb: Lightbulb, list: List, 'list-collapse': ListCollapse, 'list-tree': ListTree, mail: Mail,
  'mail-open': MailOpen, map: Map, 'maximize-2': Maximize2, megaphone: Megaphone, 'message-circle': MessageCircle,
  'message-circle-question-mark': MessageCircleQuestionMark, 'message-square-text': MessageSquareText, mic: Mic,
  'monitor-play': MonitorPlay, 'mouse-pointer-click': MousePointerClick, music: Music, newspaper: Newspaper,
  'notebook-pen': NotebookPen, palette: Palette, 'pen-line': PenLine, 'pen-tool': PenTool, podcast: Podcast,
  presentation: Presentation, quote: Quote, 'refresh-cw': RefreshCw, repeat: Repeat, reply: Reply, rocket: Rocket,
  scale: Scale, scissors: Scissors, 'scroll-text': ScrollText, search: Search, 'shopping-bag': ShoppingBag,
  shuffle: Shuffle, smartphone: Smartphone, sparkles: Sparkles, star: Star, tag: Tag, target: Target,
  terminal: Terminal, 'text-quote': TextQuote, 'thumbs-up': ThumbsUp, 'trending-up': TrendingUp, tv: Tv, type: Type,
  'user-pen': UserPen, 'user-round': UserRound, 'user-round-pen': UserRoundPen, video: Video,
  'wand-sparkles': WandSparkles, zap: Zap,
};

export function ToolIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = ICONS[name as IconName] ?? Sparkles;
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}
