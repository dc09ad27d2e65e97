import type { Hint, MergeTemplate } from "@/lib/catalog/schemas";

export type { Hint, MergeTemplate };

/** The five hints of the image-to-video generator; they toggle as selected elements. */
export const hints: Hint[] = [
  { id: "character", name: "Character", thumbnail: "/media/thumbs/thumb-1.jpg", category: "People", count: "120+ styles" },
  { id: "fantasy", name: "Fantasy", thumbnail: "/media/thumbs/thumb-2.jpg", category: "Worlds", count: "85+ styles" },
  { id: "animals", name: "Animals", thumbnail: "/media/thumbs/thumb-3.jpg", category: "Creatures", count: "60+ styles" },
  { id: "nature", name: "Nature", thumbnail: "/media/thumbs/thumb-4.jpg", category: "Scenery", count: "95+ styles" },
  { id: "weapons", name: "Weapons", thumbnail: "/media/thumbs/thumb-5.jpg", category: "Props", count: "40+ styles" },
];

/** The six merge templates. */
export const mergeTemplates: MergeTemplate[] = [
  {
    id: "picture-in-picture",
    name: "Picture in Picture",
    description: "Show one video in a small window over another",
    icon: "🖼️",
    setup: "Add a main video and an overlay clip; the overlay sits in the bottom-right corner.",
  },
  {
    id: "split-screen",
    name: "Split Screen",
    description: "Two videos side by side",
    icon: "⬛",
    setup: "Add two videos; each fills half of the frame.",
  },
  {
    id: "slideshow-video",
    name: "Slideshow Video",
    description: "Turn photos into a video slideshow",
    icon: "🎞️",
    setup: "Add three or more images; each shows for 3 seconds with a fade between.",
  },
  {
    id: "video-collage",
    name: "Video Collage",
    description: "Several clips arranged in a grid",
    icon: "🔲",
    setup: "Add four clips; they play together in a 2 x 2 grid.",
  },
  {
    id: "green-screen",
    name: "Green Screen",
    description: "Replace a green background with another scene",
    icon: "🟩",
    setup: "Add a green-screen clip first, then the background image or video.",
  },
  {
    id: "transition-blend",
    name: "Transition Blend",
    description: "Join clips with smooth blended transitions",
    icon: "🔀",
    setup: "Add clips in order; each one cross-dissolves into the next.",
  },
];
