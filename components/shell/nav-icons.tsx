import * as arrowLeftRight from "lucide-react/icons/arrow-left-right";
import * as audioLines from "lucide-react/icons/audio-lines";
import * as badgeDollarSign from "lucide-react/icons/badge-dollar-sign";
import * as bookOpen from "lucide-react/icons/book-open";
import * as box from "lucide-react/icons/box";
import * as bug from "lucide-react/icons/bug";
import * as circleUser from "lucide-react/icons/circle-user";
import * as clapperboard from "lucide-react/icons/clapperboard";
import * as combine from "lucide-react/icons/combine";
import * as creditCard from "lucide-react/icons/credit-card";
import * as faceSlightlySmiling from "lucide-react/icons/face-slightly-smiling";
import * as film from "lucide-react/icons/film";
import * as folderOpen from "lucide-react/icons/folder-open";
import * as gift from "lucide-react/icons/gift";
import * as layoutDashboard from "lucide-react/icons/layout-dashboard";
import * as layoutTemplate from "lucide-react/icons/layout-template";
import * as logIn from "lucide-react/icons/log-in";
import * as mic from "lucide-react/icons/mic";
import * as sparkles from "lucide-react/icons/sparkles";
import * as userPlus from "lucide-react/icons/user-plus";
import * as video from "lucide-react/icons/video";
import * as wandSparkles from "lucide-react/icons/wand-sparkles";

import { iconData, staticIcon, type StaticIcon } from "@/components/ui/static-icon";

const icon = (iconModule: unknown) => staticIcon(iconData(iconModule));

/** The app's logo mark (the sidebar's and the phone header's home link). */
export const Clapperboard = icon(clapperboard);

/** Each route's icon in the sidebar and the account navigation, drawn on the server (no JavaScript). */
export const navIcons: Record<string, StaticIcon> = {
  "/my-account": icon(circleUser),
  "/login": icon(logIn),
  "/signup": icon(userPlus),
  "/dashboard": icon(layoutDashboard),
  "/projects": icon(folderOpen),
  "/editor": icon(film),
  "/effects": icon(sparkles),
  "/merge-media": icon(combine),
  "/ai-tools": icon(wandSparkles),
  "/veo3": icon(video),
  "/veo3-v3": Clapperboard,
  "/story-maker": icon(bookOpen),
  "/voice-cloning": icon(mic),
  "/voice-lab": icon(audioLines),
  "/3d-effects": icon(box),
  "/ai-avatars": icon(faceSlightlySmiling),
  "/templates": icon(layoutTemplate),
  "/rewards": icon(gift),
  "/subscription": icon(creditCard),
  "/ai-debug": icon(bug),
  "/token-converter": icon(arrowLeftRight),
  "/account": icon(badgeDollarSign),
};
