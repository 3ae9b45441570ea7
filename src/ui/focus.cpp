// The keyboard's focus ring (focus.h).
#include "ui/focus.h"

#include <algorithm>
#include <utility>

namespace marbles::ui {

const char* role_code(Role role) {
  switch (role) {
    case Role::kButton:
      return "button";
    case Role::kTab:
      return "tab";
    case Role::kRadio:
      return "radio";
    case Role::kMenuItem:
      return "menuitem";
    case Role::kBoard:
      return "board";
  }
  return "button";
}

void FocusRing::end_frame() {
  const int was = index_of(key_);
  last_.swap(items_);  // items_: the frame before, until cleared below
  modal_ = std::any_of(last_.begin(), last_.end(), [](const FocusItem& it) { return it.modal; });
  if (modal_) {
    std::erase_if(last_, [](const FocusItem& it) { return !it.modal; });
  }
  const int now = index_of(key_);
  if (now >= 0) {
    index_ = now;
  } else if (was >= 0) {
    // The item focused is gone (a menu closed): where the next one still drawn now is.
    index_ = static_cast<int>(last_.size());
    for (std::size_t j = static_cast<std::size_t>(was) + 1; j < items_.size(); ++j) {
      const int k = index_of(items_[j].key);
      if (k >= 0) {
        index_ = k;
        break;
      }
    }
  }
  items_.clear();
}

void FocusRing::add(FocusItem item) {
  if (item.key != 0) {
    items_.push_back(std::move(item));
  }
}

int FocusRing::index_of(std::uint32_t key) const {
  if (key == 0) {
    return -1;
  }
  for (std::size_t i = 0; i < last_.size(); ++i) {
    if (last_[i].key == key) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

bool FocusRing::step(int dir) {
  const int n = static_cast<int>(last_.size());
  if (n == 0 || dir == 0) {
    clear();
    return false;
  }
  int i = index_of(key_);
  int next = 0;
  if (i < 0 && key_ != 0 && index_ >= 0) {
    // The item focused is gone (a menu closed): on from where it was.
    next = std::min(index_, n) - (dir > 0 ? 0 : 1);  // index_: the item after it
  } else if (i < 0) {
    next = dir > 0 ? 0 : n - 1;
  } else {
    next = i + (dir > 0 ? 1 : -1);
  }
  if (modal_) {
    next = (next % n + n) % n;
  } else if (next < 0 || next >= n) {
    clear();
    return false;
  }
  key_ = last_[static_cast<std::size_t>(next)].key;
  index_ = next;
  scroll_ = true;
  return true;
}

bool FocusRing::arrow(int dir) {
  const int i = index_of(key_);
  const int next = i + (dir > 0 ? 1 : -1);
  if (i < 0 || next < 0 || next >= static_cast<int>(last_.size())) {
    return false;
  }
  key_ = last_[static_cast<std::size_t>(next)].key;
  index_ = next;
  scroll_ = true;
  return true;
}

void FocusRing::focus(std::uint32_t key) {
  key_ = key;
  const int i = index_of(key);
  if (i >= 0) {
    index_ = i;
  }
  scroll_ = true;
}

void FocusRing::clear() {
  key_ = 0;
  index_ = -1;
  scroll_ = false;
}

const FocusItem* FocusRing::focused() const {
  const int i = index_of(key_);
  return i < 0 ? nullptr : &last_[static_cast<std::size_t>(i)];
}

const FocusItem* FocusRing::focused_now() const {
  for (const FocusItem& it : items_) {
    if (key_ != 0 && it.key == key_) {
      return &it;
    }
  }
  return nullptr;
}

}  // namespace marbles::ui
